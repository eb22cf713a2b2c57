// Identity screens shown inside the console (spec 3 §2.11). /login is handled by the sign-in gate;
// /error (error_code) stands alone in app/router.tsx.
import * as route from '../../lib/routing/feature-manifest.ts';

const ANYONE = route.guard([], null);
const flow = (name: 'RecoveryPage' | 'RegistrationPage' | 'VerificationPage') =>
  route.pageLoader(() => import('./pages/IdentityFlowPage.tsx'), name);
const profile = route.pageLoader(
  () => import('./pages/ProfileSettingsPage.tsx'),
  'ProfileSettingsPage',
);
const flowError = route.pageLoader(() => import('./pages/FlowErrorPage.tsx'), 'FlowErrorPage');

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/profile-settings', 'Profile settings', ANYONE, profile),
    route.screen('/recovery', 'Account recovery', ANYONE, flow('RecoveryPage')),
    route.screen('/registration', 'Registration', ANYONE, flow('RegistrationPage')),
    route.screen('/verification', 'Verification', ANYONE, flow('VerificationPage')),
    route.screen('/flow-error', 'Identity error', ANYONE, flowError),
  ],
};
