export * from './useTodaysDollars';
export * from './TodaysDollarsSwitch';
export * from './useChartPalette';
export * from './useFirmLogo';
export * from './usePlanStatus';
