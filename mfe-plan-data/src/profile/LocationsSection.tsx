import { Button } from '@chakra-ui/react';
import { NumberField, SelectField, type Location, endpoints, urlOf } from '@portal/shared';
import { AreaSection, EmptyRows, FieldGrid, RowCard } from '../plan-form/AreaLayout';
import { errorsOf, type FormErrors } from '../plan-form/formErrors';
import type { RowList } from '../plan-form/useRowList';
import { withTrigger } from './profileRules';

export type LocationDraft = Partial<Location>;

interface Props {
  list: RowList<LocationDraft>;
  errors: FormErrors;
  readOnly: boolean;
  spouseFlag: 'true' | 'false';
}

/** Where the household lives now (trigger NW) and moves at a client age (trigger CA). */
export function LocationsSection({ list, errors, readOnly, spouseFlag }: Props) {
  return (
    <AreaSection
      title="Locations"
      description="Where the household lives now, and any planned moves at a client age."
      actions={!readOnly && (
        <Button size="sm" variant="outline" onClick={() => list.add({ active: true, country: 'USA', state: null, eventTrigger: list.rows.length === 0 ? 'NW' : 'CA', age: null })}>
          Add location
        </Button>
      )}
    >
      {list.rows.length === 0 && <EmptyRows>No location yet: add where the household lives now.</EmptyRows>}
      {list.rows.map((row, i) => {
        const e = errorsOf(errors, row.rowKey);
        return (
          <RowCard key={row.rowKey} legend={`Location ${i + 1}`} readOnly={readOnly} onRemove={() => list.remove(row.rowKey)}>
            <FieldGrid columns={4}>
              <SelectField label="Country" codeList={urlOf(endpoints.codes.country)} value={row.country} onChange={(v) => list.update(row.rowKey, { country: v || undefined })} error={e.country} disabled={readOnly} />
              <SelectField label="State" codeList={urlOf(endpoints.codes.state)} value={row.state} onChange={(v) => list.update(row.rowKey, { state: v || null })} error={e.state} disabled={readOnly || (row.country ?? 'USA') !== 'USA'} />
              <SelectField
                label="Event Trigger"
                codeList={urlOf(endpoints.codes.trigger, { params: { code: 'LOC', spouseFlag: spouseFlag } })}
                value={row.eventTrigger}
                onChange={(v) => list.update(row.rowKey, withTrigger(row, v))}
                error={e.eventTrigger}
                disabled={readOnly}
              />
              {row.eventTrigger === 'CA' && (
                <NumberField label="Age" value={row.age} onChange={(age) => list.update(row.rowKey, { age })} error={e.age} disabled={readOnly} />
              )}
            </FieldGrid>
          </RowCard>
        );
      })}
    </AreaSection>
  );
}
