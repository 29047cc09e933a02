import { useMemo, useState } from 'react';
import { Button, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CheckboxField, endpoints, findActionForm, NumberField, REFERENCE_TYPE_CODES, REFERENCE_TYPES, SelectField, TextField, urlOf, useCodeList,
  type CodeItem, type ProfileAggregate,
} from '@portal/shared';
import type { DraftAction } from '../plan-scenarios/api';
import {
  CHANGE_TARGETS, describe, fieldsFor, isRecordChange, readValues, recordOptions, toAction, buildValue, type ActionFields, type FieldSpec,
} from './actionDrafts';

export interface ActionEditorProps {
  profile: ProfileAggregate | null;
  /** The action to edit, or null to add one. */
  action: DraftAction | null;
  onSave: (fields: ActionFields) => void;
  onCancel: () => void;
}

const referenceOptions: CodeItem[] = REFERENCE_TYPES.map((r) => ({ code: r, description: r }));

function Field({ spec, value, onChange }: { spec: FieldSpec; value: string; onChange: (v: string) => void }) {
  if (spec.kind === 'select') return <SelectField label={spec.label} value={value} options={spec.options} onChange={onChange} />;
  if (spec.kind === 'text') return <TextField label={spec.label} value={value} onChange={onChange} />;
  return (
    <NumberField
      label={spec.label}
      value={value === '' ? null : Number(value)}
      onChange={(n) => onChange(n == null ? '' : String(n))}
      prefix={spec.unit === '$' ? '$' : undefined}
      suffix={spec.unit && spec.unit !== '$' && spec.unit !== 'age' ? spec.unit : undefined}
    />
  );
}

/**
 * Adds or edits an action: reference type, form (`endpoints.scenarios.actionForms`), action type
 * (A add / C change, GET /api/setting/code/action/type), the record a change applies to, and the form's fields.
 */
export function ActionEditor({ profile, action, onSave, onCancel }: ActionEditorProps) {
  const initialForm = action ? findActionForm(action.formName) : undefined;
  const [referenceType, setReferenceType] = useState<string>(action?.referenceType ?? 'Client Demographics');
  const [formName, setFormName] = useState<string>(action?.formName ?? '');
  const [type, setType] = useState<'A' | 'C'>((action?.type as 'A' | 'C') ?? 'C');
  const [values, setValues] = useState<Record<string, string>>(() => (action && initialForm
    ? { ...readValues(initialForm, action), referenceId: action.referenceId != null ? String(action.referenceId) : '' } : {}));
  const [description, setDescription] = useState(action?.description ?? '');
  const [touchedDescription, setTouchedDescription] = useState(!!action?.description);

  const forms = useCodeList(urlOf(endpoints.scenarios.actionForms, { params: { type: REFERENCE_TYPE_CODES[referenceType as keyof typeof REFERENCE_TYPE_CODES] ?? 'CD' } }));
  const actionTypes = useCodeList(urlOf(endpoints.codes.actionType));
  const invTargets = useCodeList(formName === 'InvestmentAsset' ? urlOf(endpoints.scenarios.actionTargets, { params: { code: 'INV' } }) : null);
  const form = formName ? findActionForm(formName) : undefined;
  const typeOptions = actionTypes.items.filter((t) => form?.actionTypes.includes(t.code as 'A' | 'C'));
  const recordChange = form ? isRecordChange(form, type) : false;
  const targets = form?.name === 'InvestmentAsset' ? invTargets.items : CHANGE_TARGETS[form?.name ?? ''] ?? [];
  const set = (name: string) => (v: string) => setValues((s) => ({ ...s, [name]: v }));

  const preview = useMemo(() => {
    if (!form) return '';
    try {
      return describe(form, type, buildValue(form, type, values), profile, values.referenceId ? Number(values.referenceId) : null);
    } catch {
      return '';
    }
  }, [form, type, values, profile]);

  const problem = !form ? 'Choose a form.'
    : recordChange && !values.referenceId ? 'Choose the record this action changes.'
      : recordChange && values.remove !== 'true' && (!values.target || values.newValue === undefined || values.newValue === '') ? 'Choose a field and its new value.'
        : null;

  const chooseForm = (name: string) => {
    setFormName(name);
    const f = findActionForm(name);
    if (f && !f.actionTypes.includes(type)) setType(f.actionTypes[0]);
    setValues({});
  };

  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onCancel(); }} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{action ? 'Edit action' : 'Add action'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  <SelectField label="Reference type" value={referenceType} options={referenceOptions} onChange={(v) => { setReferenceType(v); setFormName(''); }} placeholder="Choose…" />
                  <SelectField label="Form" value={formName} options={forms.items} onChange={chooseForm} placeholder="Choose…" />
                  <SelectField label="Action type" value={type} options={typeOptions} onChange={(v) => setType((v || 'C') as 'A' | 'C')} />
                </SimpleGrid>
                {form && recordChange && (
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <SelectField label="Record" value={values.referenceId ?? ''} options={recordOptions(profile, form.collection)} onChange={set('referenceId')} />
                    <SelectField label="Field" value={values.target ?? ''} options={targets} onChange={set('target')} disabled={values.remove === 'true'} />
                    <TextField label="New value" value={values.newValue ?? ''} onChange={set('newValue')} disabled={values.remove === 'true'} />
                    <CheckboxField label="Leave this record out of the scenario" checked={values.remove === 'true'} onChange={(on) => set('remove')(on ? 'true' : '')} />
                  </SimpleGrid>
                )}
                {form && !recordChange && (
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    {fieldsFor(form, type).map((f) => <Field key={f.name} spec={f} value={values[f.name] ?? ''} onChange={set(f.name)} />)}
                  </SimpleGrid>
                )}
                {form && <Text fontSize="sm" color="fg.muted">{form.valueHelp}</Text>}
                <TextField
                  label="Description"
                  value={touchedDescription ? description : preview}
                  onChange={(v) => { setTouchedDescription(true); setDescription(v); }}
                  maxLength={200}
                />
                {problem && <Text color="fg.error" fontSize="sm">{problem}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button
                colorPalette="blue"
                disabled={!!problem}
                onClick={() => form && onSave(toAction(form.name, type, values, profile, touchedDescription ? description : undefined))}
              >
                {action ? 'Apply' : 'Add'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
