import { type TierLabel, tierLabel as tierLabelOf } from '@urosim/domain';

/**
 * Rules about the user that the shell shows: admin, names and initials, the subscription tier
 * label (specification, sections 2, 3, 4 and 6). Pure, so each rule is unit-tested.
 */

/** What the rules read of a user; the api's `User` fits, and so does a partial one from storage. */
export type UserLike = {
  id?: string | null;
  email?: string | null;
  role?: string | null;
  is_admin?: boolean | null;
  isAdmin?: boolean | null;
  fullName?: string | null;
  firstName?: string | null;
  name?: string | null;
  /** The profile picture's URL (ADR 0130), when the user has one. */
  avatarUrl?: string | null;
};

/** Admin: is_admin true, isAdmin true or role admin (section 6). */
export const isAdminUser = (user: UserLike | null | undefined): boolean =>
  !!user && (user.is_admin === true || user.isAdmin === true || user.role === 'admin');

const firstWord = (value: string | null | undefined) => value?.trim().split(/\s+/)[0] ?? '';

const emailPrefix = (email: string | null | undefined) => {
  const prefix = email?.split('@')[0]?.trim() ?? '';
  return prefix;
};

/**
 * The side navigation's brand area: the first name and an initial, from fullName, then firstName,
 * then the part of the e-mail before the at-sign; a prefix of `test` or `admin` gives User / U.
 */
export const brandIdentity = (user: UserLike | null | undefined): { firstName: string; initial: string } => {
  const fromFullName = firstWord(user?.fullName);
  const fromFirstName = firstWord(user?.firstName);
  let firstName = fromFullName || fromFirstName;
  if (!firstName) {
    const prefix = emailPrefix(user?.email);
    firstName = !prefix || ['test', 'admin'].includes(prefix.toLowerCase()) ? 'User' : prefix;
  }
  return { firstName, initial: firstName.charAt(0).toUpperCase() };
};

/** The header's default name when no stats arrived (section 3: 'User' last). */
export const DEFAULT_DISPLAY_NAME = 'User';

/**
 * The header stats' first name: from fullName, else name, else the e-mail prefix, else 'User'.
 * A name from the stats service is preferred unless it is exactly 'User'.
 */
export const headerFirstName = (user: UserLike | null | undefined, statsName?: string | null): string => {
  if (statsName?.trim() && statsName !== DEFAULT_DISPLAY_NAME) return statsName.trim();
  return (
    firstWord(user?.fullName) || firstWord(user?.name) || emailPrefix(user?.email) || DEFAULT_DISPLAY_NAME
  );
};

/** What the tier label reads of a subscription (`plan_name`, or `plan_id` without a name). */
export type SubscriptionLike = { plan_name?: string | null; plan_id?: string | null } | null | undefined;

export type { TierLabel };

/**
 * The subscription status pill: admin gives Admin; no subscription gives Free; a plan name with
 * premium gives Premium; with pro or standard, Standard; with basic or taster, Basic; else Free
 * (the rule itself is `packages/domain`'s).
 */
export const tierLabel = ({
  isAdmin,
  subscription,
}: {
  isAdmin: boolean;
  subscription?: SubscriptionLike;
}): TierLabel =>
  tierLabelOf({ isAdmin, planName: subscription?.plan_name ?? null, planId: subscription?.plan_id ?? null });
