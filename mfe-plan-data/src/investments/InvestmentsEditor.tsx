import type { Ref } from 'react';
import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  accountAdditions, investmentSchema, MoneyField, NumberField, SelectField, TextField, useCodeList, type Investment, type ProfileAggregate, endpoints, urlOf, withPlan
} from '@portal/shared';
import { formatMoney } from '../plan-form/format';
import { useCombinedResult } from '../results/useResults';
import { FieldGrid } from '../plan-form/AreaLayout';
import { optionsOf, OwnerSelect } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { spouseFlag } from '../plan/profileBody';
import { HoldingsFields } from './HoldingsFields';

type InvestmentDraft = Partial<Investment>;

const TAX_TREATMENTS = [
  { code: 'TAXABLE', description: 'Taxable' }, { code: 'DEFERRED', description: 'Tax-Deferred' },
  { code: 'ROTH', description: 'Roth (tax-free)' }, { code: 'EXEMPT', description: 'Tax-Exempt' },
];
/** Accounts one person owns: no joint owner. */
const INDIVIDUAL = new Set(['ES', 'IR', 'II']);
/** The usual tax treatment of each account type, proposed when the type is picked. */
const DEFAULT_TREATMENT: Record<string, InvestmentDraft['taxTreatment']> = {
  AN: 'DEFERRED', BA: 'TAXABLE', CA: 'TAXABLE', CS: 'EXEMPT', ES: 'DEFERRED', II: 'DEFERRED', IR: 'DEFERRED',
};
const ROTH_SUBTYPES = new Set(['ROTH', 'R401K', 'INHROTH']);

const CONTRIBUTION_TYPES = [{ code: 'PRE', description: 'Pre-tax' }, { code: 'ROTH', description: 'Roth' }];

/**
 * An account fed by payroll elections: its contribution (and match) as the engine computes them from the
 * elections, read-only here, with the way to change them.
 */
function FromElections({ profileId, investmentId, showMatch }: { profileId: number; investmentId: number; showMatch: boolean }) {
  const result = useCombinedResult(profileId);
  const added = result.data ? accountAdditions(result.data.additionsAlbum, investmentId) : null;
  const year = result.data?.additionsAlbum[0]?.year;
  const figure = (label: string, value: number | undefined) => (
    <Box>
      <Text fontSize="sm" fontWeight="medium">{label}</Text>
      <Text fontSize="md" py="1.5" data-testid={`derived-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value === undefined ? '…' : formatMoney(value)}</Text>
    </Box>
  );
  return (
    <>
      {figure('Annual Contribution', added?.household)}
      {showMatch && figure('Employer Match', added?.employer)}
      <Text fontSize="sm" color="fg.muted" alignSelf="center">
        {year ? `In ${year}, from` : 'From'} the payroll elections.{' '}
        <Link asChild color="primary.fg" textDecoration="underline"><RouterLink to={withPlan('/income', profileId)}>Change them on Income</RouterLink></Link>
      </Text>
    </>
  );
}

function InvestmentFields({ row, update, errors, readOnly, profile }: RowFieldsProps<InvestmentDraft> & { profile: ProfileAggregate }) {
  const subTypes = useCodeList(row.type ? urlOf(endpoints.codes.assetType, { params: { code: row.type } }) : null);
  const kids = profile.kids ? profile.participants.filter((p) => p.type === 'K') : [];
  // Payroll elections putting money into this account: they are its contribution (and match, with tiers).
  const fed = row.id == null ? [] : profile.elections.filter((e) => e.active !== false && e.type !== 'OTH' && e.investmentId === row.id);
  const tiered = fed.some((e) => (e.matchTiers ?? []).length > 0);
  return (
    <>
      <FieldGrid>
        <SelectField
          label="Type"
          required
          codeList={urlOf(endpoints.codes.assetType, { params: { code: 'INV' } })}
          value={row.type}
          onChange={(v) => update({ type: (v || undefined) as InvestmentDraft['type'], subType: null, taxTreatment: DEFAULT_TREATMENT[v] ?? row.taxTreatment, ...(INDIVIDUAL.has(v) && row.owner === 'JT' ? { owner: 'CL' } : {}) })}
          error={errors.type}
          disabled={readOnly}
        />
        {subTypes.items.length > 0 && (
          <SelectField
            label="Plan Type"
            options={subTypes.items}
            value={row.subType}
            onChange={(v) => update({ subType: v || null, ...(ROTH_SUBTYPES.has(v) ? { taxTreatment: 'ROTH' } : {}) })}
            error={errors.subType}
            disabled={readOnly}
          />
        )}
        <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
        <OwnerSelect spouseFlag={spouseFlag(profile)} individual={INDIVIDUAL.has(row.type ?? '')} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as InvestmentDraft['owner'] })} error={errors.owner} disabled={readOnly} />
        <MoneyField required label="Balance" value={row.balance} onChange={(balance) => update({ balance: balance ?? 0 })} error={errors.balance} disabled={readOnly} />
        <MoneyField label="Cost Basis" value={row.costBasis} onChange={(costBasis) => update({ costBasis })} error={errors.costBasis} disabled={readOnly} />
        <SelectField label="Tax Treatment" options={TAX_TREATMENTS} value={row.taxTreatment} onChange={(v) => update({ taxTreatment: (v || null) as InvestmentDraft['taxTreatment'] })} error={errors.taxTreatment} disabled={readOnly} />
        {fed.length > 0 ? (
          <FromElections profileId={profile.id} investmentId={row.id!} showMatch={tiered} />
        ) : (
          <>
            <MoneyField required label="Annual Contribution" value={row.annualContribution} onChange={(v) => update({ annualContribution: v ?? 0 })} error={errors.annualContribution} disabled={readOnly}
              helperText={row.type === 'ES' ? 'Saved as a payroll election of the owner (Income)' : undefined} />
            {row.type === 'ES' && (
              <SelectField label="Contribution Type" options={CONTRIBUTION_TYPES} value={row.contributionType ?? 'PRE'}
                onChange={(v) => update({ contributionType: (v || 'PRE') as InvestmentDraft['contributionType'] })} error={errors.contributionType} disabled={readOnly} />
            )}
          </>
        )}
        {!tiered && <MoneyField required label="Employer Match" value={row.employerMatch} onChange={(v) => update({ employerMatch: v ?? 0 })} error={errors.employerMatch} disabled={readOnly} helperText="A year" />}
        <NumberField label="Contributions End at Age" value={row.contributionEndAge} onChange={(contributionEndAge) => update({ contributionEndAge })} error={errors.contributionEndAge} disabled={readOnly} helperText="Empty: at retirement" />
        {row.type === 'CS' && (
          <SelectField
            label="Student"
            options={optionsOf(kids, (k) => k.id, (k) => k.name)}
            placeholder={kids.length ? 'Select…' : 'No kids in the plan'}
            value={row.participantId == null ? '' : String(row.participantId)}
            onChange={(v) => update({ participantId: v ? Number(v) : null })}
            error={errors.participantId}
            disabled={readOnly}
          />
        )}
      </FieldGrid>
      <HoldingsFields profileId={profile.id} holdings={row.holdings ?? []} onChange={(holdings) => update({ holdings })} errors={errors} readOnly={readOnly} accountName={row.description || 'this account'} />
    </>
  );
}

/** Investment accounts: employer plans, IRAs, brokerage, cash, annuities, college savings (spec document 1 section 3). */
export function InvestmentsEditor({ profile, readOnly, hideSaveButton, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; ref?: Ref<AreaEditorHandle>;
}) {
  return (
    <RecordListEditor<InvestmentDraft>
      ref={ref}
      profile={profile}
      readOnly={readOnly}
      hideSaveButton={hideSaveButton}
      title="Investments"
      description="Retirement plans, IRAs, brokerage and cash accounts, annuities and college savings."
      itemName="Account"
      select={(p) => p.investments}
      schema={investmentSchema}
      endpoint={endpoints.records.investment}
      newRecord={() => ({ active: true, type: undefined, subType: null, description: '', owner: 'CL', balance: 0, costBasis: null, taxTreatment: null, annualContribution: 0, employerMatch: 0, contributionType: null, contributionEndAge: null, holdings: [], participantId: null })}
      subtitle={(a) => a.description || undefined}
      emptyText="No investment accounts yet. Add a 401(k), an IRA or a brokerage account."
      renderFields={(p) => <InvestmentFields {...p} profile={profile} />}
    />
  );
}
