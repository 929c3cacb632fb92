// What the website describes that the product does not do yet. The public pages mark these
// "Coming soon", the help content (and so the website assistant) says so, and the pricing pages do
// not sell what cannot be paid for. The issue that delivers one sets its entry to false.

/** A capability of the specified product that is not released yet. */
export type ComingFeature = 'avatar' | 'handoffs' | 'facilitators' | 'cardPayments';

/** Which capabilities are still to come (true) and which are released (false). */
export const comingSoon: Readonly<Record<ComingFeature, boolean>> = {
  avatar: false,
  handoffs: false,
  facilitators: false,
  cardPayments: false,
};

/** The sentence each page and help answer uses for a capability that is still to come. */
export const COMING_SOON_TEXT: Readonly<Record<ComingFeature, string>> = {
  // Released (issue 21, ADR 0128): never shown while its entry is false.
  avatar: 'Avatar consultations are open.',
  // Released (issue 15, ADR 0116): never shown while its entry is false.
  handoffs: 'SBAR hand-offs are open.',
  // Released (issue 16, ADRs 0117–0119): never shown while its entry is false.
  facilitators: 'Facilitator observation is open.',
  // Released (issue 14, ADR 0115): never shown while its entry is false, so it is kept short; the
  // landing page downloads this list.
  cardPayments: 'Card payments are open.',
};

/** The "coming soon" sentences of those of `features` that are not released yet, in order. */
export const comingSoonSentences = (...features: ComingFeature[]): string[] =>
  features.filter((feature) => comingSoon[feature]).map((feature) => COMING_SOON_TEXT[feature]);
