import type { RoutePageKey } from '../../domain/index.ts';
import type { PageModule } from './page-module.ts';

/** One lazily loaded module per page key, so a visitor downloads only the page they open. */
export const PAGE_MODULES: Readonly<Record<RoutePageKey, () => Promise<PageModule>>> = {
  '404': () => import('../pages/404/404.page.tsx'),
  accessibility: () => import('../pages/accessibility/accessibility.page.tsx'),
  affiliate: () => import('../pages/affiliate/affiliate.page.tsx'),
  aboutus: () => import('../pages/aboutus/aboutus.page.tsx'),
  blog: () => import('../pages/blog/blog.page.tsx'),
  checkout: () => import('../pages/checkout/checkout.page.tsx'),
  'contact-us': () => import('../pages/contact-us/contact-us.page.tsx'),
  download: () => import('../pages/download/download.page.tsx'),
  features: () => import('../pages/features/features.page.tsx'),
  forgetpassword: () => import('../pages/forgetpassword/forgetpassword.page.tsx'),
  home: () => import('../pages/home/home.page.tsx'),
  login: () => import('../pages/login/login.page.tsx'),
  myaccount: () => import('../pages/myaccount/myaccount.page.tsx'),
  paystatus: () => import('../pages/paystatus/paystatus.page.tsx'),
  paysuc: () => import('../pages/paysuc/paysuc.page.tsx'),
  policy: () => import('../pages/policy/policy.page.tsx'),
  'press-room': () => import('../pages/press-room/press-room.page.tsx'),
  pricing: () => import('../pages/pricing/pricing.page.tsx'),
  resetpassword: () => import('../pages/resetpassword/resetpassword.page.tsx'),
  termsuse: () => import('../pages/termsuse/termsuse.page.tsx'),
  'vpn-for-social-media': () => import('../pages/vpn-for-social-media/vpn-for-social-media.page.tsx'),
  'vpn-server': () => import('../pages/vpn-server/vpn-server.page.tsx'),
  'vpn-trial': () => import('../pages/vpn-trial/vpn-trial.page.tsx'),
  'webrtc-leak-test': () => import('../pages/webrtc-leak-test/webrtc-leak-test.page.tsx'),
  'what-is-my-ip': () => import('../pages/what-is-my-ip/what-is-my-ip.page.tsx'),
  'what-is-vpn': () => import('../pages/what-is-vpn/what-is-vpn.page.tsx'),
  'win-pay': () => import('../pages/win-pay/win-pay.page.tsx'),
};
