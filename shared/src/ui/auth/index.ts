export * from './SignInForm';
export * from './signInMessages';
