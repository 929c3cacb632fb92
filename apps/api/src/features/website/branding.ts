import type { Config } from '@urosim/config';
import type { SiteBranding } from '@urosim/contracts';

/** The funder logo and badges as the deployer configured them (neutral placeholders by default). */
export const siteBranding = (config: Config): SiteBranding => ({
  funder: {
    name: config.BRAND_FUNDER_NAME,
    imageUrl: config.BRAND_FUNDER_LOGO_URL,
    href: config.BRAND_FUNDER_URL ?? null,
  },
  badges: [
    {
      name: config.BRAND_HEALTH_SERVICE_NAME,
      imageUrl: config.BRAND_HEALTH_SERVICE_BADGE_URL,
      href: config.BRAND_HEALTH_SERVICE_URL ?? null,
    },
    {
      name: config.BRAND_UROLOGY_ASSOCIATION_NAME,
      imageUrl: config.BRAND_UROLOGY_ASSOCIATION_BADGE_URL,
      href: config.BRAND_UROLOGY_ASSOCIATION_URL ?? null,
    },
  ],
  supportEmail: config.SUPPORT_EMAIL,
});
