export * from './messages';
export * from './rules';
export * from './zodHelpers';
export * from './numberInput';
