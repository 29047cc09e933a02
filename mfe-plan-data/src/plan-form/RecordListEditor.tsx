import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { Box, Button } from '@chakra-ui/react';
import type { ApiOptions, ProfileAggregate } from '@portal/shared';
import { reloadPlan } from '../plan/loadPlan';
import { AreaSection, EmptyRows, RowCard, SaveBar, saveOnEnter } from './AreaLayout';
import { errorsOf, type FormErrors, type SchemaLike } from './formErrors';
import { saveRecordRows, validateRows, type RecordCalls } from './saveRecords';
import { useAreaSave, type AreaEditorHandle } from './useAreaSave';
import { useRowList, type EditRow, type RowList } from './useRowList';

type Identified = { id?: number | null };

export interface RowFieldsProps<T> {
  row: EditRow<T>;
  update: (patch: Partial<T>) => void;
  /** Messages of this row, by field. */
  errors: Record<string, string>;
  readOnly: boolean;
}

export interface RecordListEditorProps<T extends Identified> {
  profile: ProfileAggregate;
  readOnly: boolean;
  title: string;
  description?: ReactNode;
  /** Name of one record ('Debt'): legends read 'Debt 1', the button 'Add debt'. */
  itemName: string;
  select: (profile: ProfileAggregate) => T[];
  schema: SchemaLike<T>;
  /** The record kind's calls: `endpoints.records.<kind>`. */
  endpoint: RecordCalls;
  deleteOptions?: ApiOptions;
  newRecord: () => T;
  /** The fields of one row (called as a function: a closure over the plan is fine). */
  renderFields: (props: RowFieldsProps<T>) => ReactNode;
  /** Text under a row's legend (its description). */
  subtitle?: (row: T) => string | undefined;
  emptyText: string;
  /** Rules across rows, run before anything is sent. */
  checkRows?: (rows: EditRow<T>[], errors: FormErrors) => void;
  /** After a save or deletion: reload the area's summary. */
  onSaved?: () => void;
  hideSaveButton?: boolean;
  ref?: Ref<AreaEditorHandle>;
}

/**
 * A list of plan records that the API saves one at a time (debts, expenses, insurance...). Removing a saved row
 * queues its deletion for the next save; a new row is simply dropped (spec document 1 section 4).
 */
export function RecordListEditor<T extends Identified>(props: RecordListEditorProps<T>) {
  const { profile, readOnly, title, description, itemName, select, schema, endpoint, deleteOptions, newRecord, renderFields, subtitle, emptyText, checkRows, onSaved, hideSaveButton, ref } = props;
  const list: RowList<T> = useRowList<T>(select(profile));
  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (!list.dirty) return true;
    checkRows?.(list.rows, errs);
    if (Object.keys(errs).length > 0) {
      // Cross-row rules failed: still show the schema's messages of every row, send nothing.
      validateRows(list, schema, profile.id, errs);
      return false;
    }
    const result = await saveRecordRows(list, schema, profile.id, endpoint, errs, deleteOptions);
    if (result === 'invalid') return false;
    const fresh = await reloadPlan(profile.id);
    onSaved?.();
    if (result === 'ok') list.reset(select(fresh));
    return result === 'ok';
  }, list.dirty, title);
  useImperativeHandle(ref, () => ({ save, dirty: () => list.dirty }), [save, list.dirty]);

  return (
    <Box onKeyDown={readOnly ? undefined : saveOnEnter(() => void save())}>
      <AreaSection
        title={title}
        description={description}
        actions={!readOnly && <Button size="sm" variant="outline" onClick={() => list.add(newRecord())}>Add {itemName.toLowerCase()}</Button>}
      >
        {list.rows.length === 0 && <EmptyRows>{emptyText}</EmptyRows>}
        {list.rows.map((row, i) => (
          <RowCard key={row.rowKey} legend={`${itemName} ${i + 1}`} subtitle={subtitle?.(row)} readOnly={readOnly} onRemove={() => list.remove(row.rowKey)}>
            {renderFields({ row, update: (patch) => list.update(row.rowKey, patch), errors: errorsOf(errors, row.rowKey), readOnly })}
          </RowCard>
        ))}
        {list.removed.length > 0 && (
          <EmptyRows>{list.removed.length} removed {list.removed.length === 1 ? 'item is' : 'items are'} deleted when you save.</EmptyRows>
        )}
      </AreaSection>
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={list.dirty} />}
    </Box>
  );
}
