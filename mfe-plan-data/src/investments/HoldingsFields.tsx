import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { call, endpoints, isApiError, MoneyField, SelectField, TextField, urlOf, useCodeList, type Investment } from '@portal/shared';

type Holding = Investment['holdings'][number];

interface Props {
  profileId: number;
  holdings: Holding[];
  onChange: (holdings: Holding[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  accountName: string;
}

/**
 * Holdings of an account. Looking a ticker up classifies it for this plan
 * (GET /api/setting/classification/lookup/profile/{profileId}/ticker/{ticker}).
 */
export function HoldingsFields({ profileId, holdings, onChange, errors, readOnly, accountName }: Props) {
  const [looking, setLooking] = useState<number | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [classNames, setClassNames] = useState<Record<string, string>>({});
  // The plan's asset classes by their set's own names (the same before and after a reload; never guessed from the id).
  const { items: assetClasses } = useCodeList(urlOf(endpoints.assumptions.assetClassLookup, { query: { profileId } }), { ignoreErrors: true });
  const className = (id: string) => assetClasses.find((c) => c.code === id)?.description ?? classNames[id] ?? id;
  const set = (i: number, patch: Partial<Holding>) => onChange(holdings.map((h, j) => (j === i ? { ...h, ...patch } : h)));

  const lookUp = async (i: number) => {
    const ticker = holdings[i].ticker?.trim().toUpperCase();
    if (!ticker) {
      setNotes((n) => ({ ...n, [i]: 'Enter a ticker to look up.' }));
      return;
    }
    setLooking(i);
    try {
      const found = await call(endpoints.classification.lookup, { params: { profileId, ticker } }, { handledStatuses: [404] });
      set(i, { ticker, name: found.name ?? holdings[i].name, assetClass: found.assetClass });
      if (found.assetClassName) setClassNames((c) => ({ ...c, [found.assetClass]: found.assetClassName! }));
      setNotes((n) => ({ ...n, [i]: '' }));
    } catch (e) {
      setNotes((n) => ({ ...n, [i]: isApiError(e) && e.status === 404 ? `${ticker} is not in the classification table: enter the asset class yourself.` : 'The lookup failed. Try again.' }));
    } finally {
      setLooking(null);
    }
  };

  return (
    <Box mt="4">
      <Text fontWeight="medium" mb="2">Holdings</Text>
      {/* A check over the whole list (the server's 400, e.g. holdings worth more than the account balance). */}
      {errors.holdings && <Text color="red.700" fontSize="sm" mb="2" role="alert">{errors.holdings}</Text>}
      {holdings.length === 0 && <Text color="fg.muted" fontSize="sm" mb="2">No holdings: the account is modelled by its balance and portfolio.</Text>}
      {holdings.map((h, i) => (
        <Box key={i} borderTopWidth={i ? '1px' : 0} pt={i ? '3' : 0} mb="3">
          <HStack align="flex-end" gap="3" wrap="wrap">
            <Box flex="1" minW="120px">
              <TextField label={`Holding ${i + 1} Ticker`} value={h.ticker} onChange={(ticker) => set(i, { ticker: ticker.toUpperCase() })} error={errors[`holdings.${i}.ticker`]} disabled={readOnly} maxLength={12} />
            </Box>
            {!readOnly && <Button size="sm" variant="outline" onClick={() => void lookUp(i)} loading={looking === i}>Look up</Button>}
            <Box flex="2" minW="180px">
              <TextField label={`Holding ${i + 1} Name`} value={h.name} onChange={(name) => set(i, { name })} error={errors[`holdings.${i}.name`]} disabled={readOnly} maxLength={100} />
            </Box>
            <Box flex="1" minW="140px">
              <MoneyField required label={`Holding ${i + 1} Amount`} value={h.amount} onChange={(amount) => set(i, { amount: amount ?? 0 })} error={errors[`holdings.${i}.amount`]} disabled={readOnly} />
            </Box>
            <Box flex="1" minW="140px">
              {/* The asset class by its name: the plan's classes, plus the one a lookup found when the plan's set lacks it. */}
              <SelectField
                label={`Holding ${i + 1} Asset Class`}
                value={h.assetClass}
                options={h.assetClass && !assetClasses.some((c) => c.code === h.assetClass) ? [...assetClasses, { code: h.assetClass, description: className(h.assetClass) }] : assetClasses}
                onChange={(assetClass) => set(i, { assetClass: assetClass || null })}
                error={errors[`holdings.${i}.assetClass`]}
                disabled={readOnly}
              />
            </Box>
            {!readOnly && (
              <Button size="sm" variant="ghost" aria-label={`Remove holding ${i + 1} of ${accountName}`} onClick={() => onChange(holdings.filter((_, j) => j !== i))}>Remove</Button>
            )}
          </HStack>
          {notes[i] && <Text fontSize="sm" color="orange.700" mt="1" role="status">{notes[i]}</Text>}
        </Box>
      ))}
      {!readOnly && (
        <Button size="xs" variant="outline" onClick={() => onChange([...holdings, { ticker: '', name: null, amount: 0, assetClass: null }])}>Add holding</Button>
      )}
    </Box>
  );
}
