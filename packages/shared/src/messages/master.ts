/** Master data texts (countries, states, cities). */
export const MasterMessages = {
  countryNotFound: (countryId: number) => `Country ${countryId} was not found`,
  stateNotFound: (stateId: number) => `State ${stateId} was not found`,
} as const;
