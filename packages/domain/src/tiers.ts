/** The subscription tier labels the header shows (specification, section 4). */
export type TierLabel = 'Admin' | 'Premium' | 'Standard' | 'Basic' | 'Free';

/**
 * Tier label: admin gives Admin; no subscription gives Free; a plan name containing premium gives
 * Premium; pro or standard gives Standard; basic or taster gives Basic; otherwise Free.
 */
export const tierLabel = (input: { isAdmin: boolean; planName?: string | null }): TierLabel => {
  if (input.isAdmin) return 'Admin';
  const name = input.planName?.toLowerCase();
  if (!name) return 'Free';
  if (name.includes('premium')) return 'Premium';
  if (name.includes('pro') || name.includes('standard')) return 'Standard';
  if (name.includes('basic') || name.includes('taster')) return 'Basic';
  return 'Free';
};
