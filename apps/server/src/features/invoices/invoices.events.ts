/** Facts of invoices (platform/events): notifications e-mails the super admins. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A credit note was issued after its invoice's GST could still be adjusted: its GST stays owed. */
    'creditNote.issuedPastDeadline': {
      noteNumber: string;
      invoiceNumber: string;
      gstPaise: number;
      at: Date;
    };
  }
}

export {};
