import type { ComponentType } from 'react';
import { LandingPage } from '../landing/LandingPage';
import { AccountPage } from '../account/AccountPage';
import { DisclosurePage } from '../disclosure/DisclosurePage';
import { LoginPage } from '../auth/LoginPage';
import { LoginHelpPage } from '../auth/LoginHelpPage';
import { LoginExpiredPage } from '../auth/LoginExpiredPage';
import { NoProfileAccessPage } from '../no-profile-access/NoProfileAccessPage';
import { ProductDemoPage } from '../product-demo/ProductDemoPage';
import { AdvisorRegistrationPage } from '../registration/AdvisorRegistrationPage';
import { RegistrationCompletePage } from '../registration/RegistrationCompletePage';
import { ClientRegistrationPage } from '../registration/ClientRegistrationPage';
import { ClientRegistrationCompletePage } from '../registration/ClientRegistrationCompletePage';
import { OutboxPage } from '../dev-outbox/OutboxPage';
import { TeamInvitationPage } from '../team-invitation/TeamInvitationPage';

/** The page of every route the route table gives to the shell. */
export const shellPages: Record<string, ComponentType> = {
  '/': LandingPage,
  '/account': AccountPage,
  '/disclosure': DisclosurePage,
  '/login': LoginPage,
  '/login/help': LoginHelpPage,
  '/login-expired': LoginExpiredPage,
  '/no-profile-access': NoProfileAccessPage,
  '/product-demo': ProductDemoPage,
  '/registration/advisor': AdvisorRegistrationPage,
  '/registration/complete': RegistrationCompletePage,
  '/registration/client': ClientRegistrationPage,
  '/registration/client/complete': ClientRegistrationCompletePage,
  '/team/invitation': TeamInvitationPage,
  '/dev/outbox': OutboxPage,
};
