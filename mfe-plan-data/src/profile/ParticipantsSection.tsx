import { Button } from '@chakra-ui/react';
import { DateField, SelectField, TextField, type Participant, endpoints, urlOf } from '@portal/shared';
import { AreaSection, EmptyRows, FieldGrid, RowCard } from '../plan-form/AreaLayout';
import { errorsOf, type FormErrors } from '../plan-form/formErrors';
import type { RowList } from '../plan-form/useRowList';

export type ParticipantDraft = Partial<Participant>;

interface Props {
  kind: 'K' | 'O';
  list: RowList<ParticipantDraft>;
  errors: FormErrors;
  readOnly: boolean;
  spouseFlag: 'true' | 'false';
  today: string;
}

const words = {
  K: { title: 'Kids', one: 'Kid', path: 'kids', empty: 'No kids added yet.' },
  O: { title: 'Others', one: 'Other', path: 'others', empty: 'No other participants added yet (parents, beneficiaries…).' },
} as const;

/** Kids (type K) or other participants (type O, e.g. relationship BO beneficiary) of the plan. */
export function ParticipantsSection({ kind, list, errors, readOnly, spouseFlag, today }: Props) {
  const w = words[kind];
  const rows = list.rows.filter((r) => r.type === kind);
  return (
    <AreaSection
      title={w.title}
      actions={!readOnly && (
        <Button size="sm" variant="outline" onClick={() => list.add({ type: kind, active: true, name: '', dateOfBirth: '', relationship: kind === 'K' ? 'CH' : 'BO' })}>
          Add {w.one.toLowerCase()}
        </Button>
      )}
    >
      {rows.length === 0 && <EmptyRows>{w.empty}</EmptyRows>}
      {rows.map((row, i) => {
        const e = errorsOf(errors, row.rowKey);
        return (
          <RowCard key={row.rowKey} legend={`${w.one} ${i + 1}`} subtitle={row.name || undefined} readOnly={readOnly} onRemove={() => list.remove(row.rowKey)}>
            <FieldGrid>
              <TextField label="Name" required value={row.name} onChange={(name) => list.update(row.rowKey, { name })} error={e.name} disabled={readOnly} maxLength={100} />
              <DateField label="Date of Birth" required value={row.dateOfBirth} onChange={(dateOfBirth) => list.update(row.rowKey, { dateOfBirth })} error={e.dateOfBirth} disabled={readOnly} max={today} />
              <SelectField
                label="Relationship"
                codeList={urlOf(endpoints.codes.participant, { params: { kind: w.path, spouseFlag } })}
                value={row.relationship}
                onChange={(v) => list.update(row.rowKey, { relationship: (v || null) as ParticipantDraft['relationship'] })}
                error={e.relationship}
                disabled={readOnly}
              />
            </FieldGrid>
          </RowCard>
        );
      })}
    </AreaSection>
  );
}
