/** The subscription tier labels the header shows (specification, section 4). */
export type TierLabel = 'Admin' | 'Premium' | 'Standard' | 'Basic' | 'Free';

/**
 * Tier label: admin gives Admin; no subscription gives Free; a plan name containing premium gives
 * Premium; pro or standard gives Standard; basic or taster gives Basic; otherwise Free. The plan is
 * named by `planName`, or by `planId` when no name is given (the active subscription response
 * carries `plan_name` or `plan_id`, section 3).
 */
export const tierLabel = (input: {
  isAdmin: boolean;
  planName?: string | null;
  planId?: string | null;
}): TierLabel => {
  if (input.isAdmin) return 'Admin';
  const name = (input.planName || input.planId)?.toLowerCase();
  if (!name) return 'Free';
  if (name.includes('premium')) return 'Premium';
  if (name.includes('pro') || name.includes('standard')) return 'Standard';
  if (name.includes('basic') || name.includes('taster')) return 'Basic';
  return 'Free';
};
