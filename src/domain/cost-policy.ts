/**
 * Who sees what the shop paid for its goods. Cost is the business's margin: admins always see
 * it; staff see it only when an admin allows it in Settings ("Staff may see cost"). The API
 * leaves cost out of what it sends a viewer who may not see it, and the screens hide the column
 * by the same rule, so the two can never disagree.
 */
export interface CostViewer {
  isAdmin: boolean;
}

export interface CostSetting {
  /** Settings' "Staff may see cost"; false until an admin turns it on. */
  staffSeeCost?: boolean;
}

export function canSeeCost(viewer: CostViewer, business: CostSetting | null | undefined): boolean {
  return viewer.isAdmin || Boolean(business?.staffSeeCost);
}
