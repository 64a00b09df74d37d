/**
 * GST state codes of India's states and union territories (the first two digits of a GSTIN), by the names
 * the master data uses (apps/server/src/db/seed/india.ts), and whether a union territory has a legislature:
 * intra-state supplies in one without (UTGST Act 2017, s. 2(8)) carry UTGST instead of SGST. docs/tax.md.
 */
export type TGstRegionKind = 'state' | 'union-territory-with-legislature' | 'union-territory';

export type TGstRegion = { name: string; code: string; kind: TGstRegionKind };

const region = (name: string, code: string, kind: TGstRegionKind = 'state'): TGstRegion => ({
  name,
  code,
  kind,
});

export const GST_REGIONS: readonly TGstRegion[] = [
  region('Jammu and Kashmir', '01', 'union-territory-with-legislature'),
  region('Himachal Pradesh', '02'),
  region('Punjab', '03'),
  region('Chandigarh', '04', 'union-territory'),
  region('Uttarakhand', '05'),
  region('Haryana', '06'),
  region('Delhi', '07', 'union-territory-with-legislature'),
  region('Rajasthan', '08'),
  region('Uttar Pradesh', '09'),
  region('Bihar', '10'),
  region('Sikkim', '11'),
  region('Arunachal Pradesh', '12'),
  region('Nagaland', '13'),
  region('Manipur', '14'),
  region('Mizoram', '15'),
  region('Tripura', '16'),
  region('Meghalaya', '17'),
  region('Assam', '18'),
  region('West Bengal', '19'),
  region('Jharkhand', '20'),
  region('Odisha', '21'),
  region('Chhattisgarh', '22'),
  region('Madhya Pradesh', '23'),
  region('Gujarat', '24'),
  region('Dadra and Nagar Haveli and Daman and Diu', '26', 'union-territory'),
  region('Maharashtra', '27'),
  region('Karnataka', '29'),
  region('Goa', '30'),
  region('Lakshadweep', '31', 'union-territory'),
  region('Kerala', '32'),
  region('Tamil Nadu', '33'),
  region('Puducherry', '34', 'union-territory-with-legislature'),
  region('Andaman and Nicobar Islands', '35', 'union-territory'),
  region('Telangana', '36'),
  region('Andhra Pradesh', '37'),
  region('Ladakh', '38', 'union-territory'),
];

const byName = new Map(GST_REGIONS.map((r) => [r.name.toLowerCase(), r]));
const byCode = new Map(GST_REGIONS.map((r) => [r.code, r]));

/** The region of a state or union territory by its master-data name (any letter case), if it is one. */
export const gstRegionByName = (name: string): TGstRegion | undefined =>
  byName.get(name.trim().toLowerCase());

/** The region of a GST state code ('27'), if it is one. */
export const gstRegionByCode = (code: string): TGstRegion | undefined => byCode.get(code);
