import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';

/**
 * Apply Coupon. Coupons are checked and applied together with checkout, which is not open yet; this
 * says so rather than pretending a discount.
 */
export function CouponModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Apply Coupon" size="sm">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="accent">
          <IconTicket size={30} />
        </ThemeIcon>
        <Text fw={600}>Coupons can be applied at checkout soon.</Text>
        <Text fz="sm" c="dimmed">
          Checkout is opening shortly. Keep your coupon code handy; you will enter it there and see the
          discount before you pay. No discount has been applied to the prices shown here.
        </Text>
        <Button onClick={onClose} fullWidth>
          Got it
        </Button>
      </Stack>
    </Modal>
  );
}
