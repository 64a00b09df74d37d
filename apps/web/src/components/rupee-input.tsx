import { forwardRef } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in rupees: ₹ prefix, Indian digit grouping (1,00,000), never negative, at most paise. */
export const RupeeInput = forwardRef<HTMLInputElement, NumberInputProps>(function RupeeInput(props, ref) {
  return (
    <NumberInput
      ref={ref}
      prefix="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      decimalScale={2}
      allowNegative={false}
      hideControls
      {...props}
    />
  );
});
