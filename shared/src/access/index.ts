// Who may see what (spec document 1 sections 4 and 6): one pure module for the server's guard and the portal's UI.
export * from './permissions';
export * from './sections';
export * from './account';
export * from './routeAccess';
export * from './visibility';
