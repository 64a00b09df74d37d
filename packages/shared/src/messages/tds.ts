import type { TNoPanReason } from '../domain/tds';

/** '1 April 2027' for '2027-04-01' (an India-time day). */
export const tdsDayText = (indiaDate: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${indiaDate}T00:00:00Z`));

/** TDS texts (issues 16 and 37). */
export const TdsMessages = {
  panInvalid: 'Please enter a valid PAN, like ABCPE1234F',
  panSaved: 'PAN saved',
  panRemoved: 'PAN removed: TDS is withheld at the higher rate until you add it again',
  /** Saved, and the verification service says the PAN is inoperative (not linked with Aadhaar). */
  panSavedInoperative: (noPanRate: string) =>
    `PAN saved, but the Income Tax Department reports it inoperative (not linked with Aadhaar): TDS is withheld at ${noPanRate} until it is operative. Once you have linked it, save your PAN again to check.`,
  /** Saved, and the verification service does not know the PAN. */
  panSavedUnknown: (noPanRate: string) =>
    `PAN saved, but the Income Tax Department does not know this PAN: TDS is withheld at ${noPanRate} until a valid PAN is given. Please check it.`,
  yearInvalid: 'Choose a financial year, like 2026 for 2026-27',
  /** The line of the influencer's TDS page, and of the notice, before a change of section. */
  sectionChange: (day: string, provision: string, rate: string) =>
    `From ${day}, TDS is deducted under ${provision} at ${rate}.`,
  /** The in-app notice of a change of section (HTML-escaped by the caller's `html`). */
  sectionChangeNotice: (day: string, provision: string, rate: string, before: string) =>
    `From ${day}, TDS is deducted under ${provision} at ${rate} of your collab earnings (excluding GST), instead of ${before}. TDS already withheld stays as it is.`,
  /** The in-app notice that a change announced earlier will not happen. */
  sectionChangeCancelled: (day: string, provision: string, rate: string) =>
    `The change of TDS announced for ${day} is cancelled: TDS stays under ${provision} at ${rate}.`,
  /** Why a credit took the no-PAN rate (s. 206AA). */
  noPanReason: (reason: TNoPanReason, rate: string): string =>
    ({
      'no-pan': `No PAN given: ${rate} under s. 206AA`,
      inoperative: `PAN inoperative (not linked with Aadhaar, s. 139AA): ${rate} under s. 206AA`,
      invalid: `PAN not known to the Income Tax Department: ${rate} under s. 206AA`,
    })[reason],
  /** The super admin's tax view when the deployment has not recorded the chartered accountant's opinion. */
  caOpinionMissing:
    'Not recorded: set TDS_CA_OPINION to the reference and date of the chartered accountant’s written opinion (docs/tax.md § TDS).',
} as const;
