export * from './useTodaysDollars';
export * from './TodaysDollarsSwitch';
export * from './useChartPalette';
export * from './usePlanStatus';
