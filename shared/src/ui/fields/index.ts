export * from './FieldShell';
export * from './TextField';
export * from './NumberField';
export * from './DateField';
export * from './SelectField';
export * from './ToggleFields';
