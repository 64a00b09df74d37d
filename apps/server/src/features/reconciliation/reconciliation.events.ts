/** Facts of reconciliation (platform/events): the admin feature audits the super admin's resolution. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A super admin explained an open mismatch (no money moved). */
    'reconciliation.mismatchResolved': {
      mismatchId: number;
      /** '<item type> <item id>', as the audit log shows it. */
      item: string;
      field: string;
      note: string;
      adminUserId: number;
      at: Date;
    };
  }
}

export {};
