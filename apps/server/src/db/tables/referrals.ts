/** A profile viewed with a referral code (Czref header), once per code, profile, viewer and UTC day. */
export type ReferralVisitsTable = {
  code: string;
  influencerUserId: number;
  /** 'u:{user id}' for a signed-in viewer, 'ip:{keyed hash of the address}' for a visitor. */
  viewerKey: string;
  /** 'yyyy-mm-dd' (UTC). */
  visitDay: string;
  viewerUserId: number | null;
  createdOn: string;
};

export type ReferralTables = { referralVisits: ReferralVisitsTable };
