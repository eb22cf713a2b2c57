// Identity screens shown inside the console (spec 3 §2.11). /login is handled by the sign-in gate;
// /error (error_code) stands alone in app/router.tsx.
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/profile-settings',
      title: 'Profile settings',
      ...guard([], null),
      load: pageLoader(() => import('./pages/ProfileSettingsPage.tsx'), 'ProfileSettingsPage'),
    },
    {
      path: '/recovery',
      title: 'Account recovery',
      ...guard([], null),
      load: pageLoader(() => import('./pages/IdentityFlowPage.tsx'), 'RecoveryPage'),
    },
    {
      path: '/registration',
      title: 'Registration',
      ...guard([], null),
      load: pageLoader(() => import('./pages/IdentityFlowPage.tsx'), 'RegistrationPage'),
    },
    {
      path: '/verification',
      title: 'Verification',
      ...guard([], null),
      load: pageLoader(() => import('./pages/IdentityFlowPage.tsx'), 'VerificationPage'),
    },
    {
      path: '/flow-error',
      title: 'Identity error',
      ...guard([], null),
      load: pageLoader(() => import('./pages/FlowErrorPage.tsx'), 'FlowErrorPage'),
    },
  ],
};
