import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { LEGAL_PAGE_PATHS } from '@collably/shared/constants/legal';
import { Role } from '@collably/shared/constants/roles';
import { legalVersion, latestLegalVersion } from '@collably/shared/domain/legal';
import { LegalMessages as M } from '@collably/shared/messages/legal';
import type { TLegalDueWire } from '@collably/shared/schemas/legal';
import { useNavigate } from 'react-router';
import { logout as logoutOnServer } from '@/features/auth/api/logout';
import { notifyError, notifySuccess } from '@/lib/notify';
import { clearSession, useSession } from '@/lib/session';
import { useAcceptLegal, useLegalDue } from '../api/legal';
import { legalDay } from './legal-day';

const titleOf = (due: TLegalDueWire) =>
  (legalVersion(due.document, due.version) ?? latestLegalVersion(due.document)).title;

/**
 * Issue 36: a change to a legal text, for the signed-in brand or influencer it binds. While it is announced, a
 * banner says when it takes effect, and the dialog opens by itself once after a sign-in in this tab
 * (`isFreshSignIn`; accept now or not now). Once a version is in force and not accepted, the dialog cannot be put aside: accept,
 * or log out.
 */
export default function LegalGate({ isFreshSignIn }: { isFreshSignIn: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const isParty = session?.role === Role.Brand || session?.role === Role.Influencer;
  const userId = isParty ? session.userId : null;
  const due = useLegalDue(userId);
  const items = due.data ?? [];
  const isBlocking = items.some((d) => d.isBlocking);

  const [isOpenedByUser, setIsOpenedByUser] = useState(false);
  const [isPutAside, setIsPutAside] = useState(false);

  if (userId === null || items.length === 0) return null;
  const isDialogOpen = isBlocking || isOpenedByUser || (isFreshSignIn && !isPutAside);
  const logout = async () => {
    // As the header's Logout: local storage goes whatever the server answers.
    await logoutOnServer().catch(() => undefined);
    clearSession();
    void navigate('/');
  };
  const putAside = () => {
    setIsPutAside(true);
    setIsOpenedByUser(false);
  };
  return (
    <>
      {isBlocking ? null : <LegalBanner items={items} onReview={() => setIsOpenedByUser(true)} />}
      <LegalDialog
        userId={userId}
        items={items}
        isOpen={isDialogOpen}
        isBlocking={isBlocking}
        onNotNow={putAside}
        onLogout={() => void logout()}
      />
    </>
  );
}

/** One sentence per effective day: 'Changes to our Terms & Conditions and Refund Policy take effect on …'. */
function bannerText(items: TLegalDueWire[]): string {
  const days = new Map<string, { titles: string[]; isInForce: boolean }>();
  for (const d of items) {
    const day = legalDay(d.effectiveOn);
    const entry = days.get(day) ?? { titles: [], isInForce: d.isInForce };
    entry.titles.push(titleOf(d));
    days.set(day, entry);
  }
  return [...days]
    .map(([day, { titles, isInForce }]) =>
      (isInForce ? M.bannerInForce : M.bannerAnnounced)(titles.join(' and '), day),
    )
    .join(' ');
}

function LegalBanner({ items, onReview }: { items: TLegalDueWire[]; onReview: () => void }) {
  return (
    <Alert
      color="brand"
      radius={0}
      py="xs"
      icon={<IconFileCertificate size={20} />}
      role="region"
      aria-label="Changes to our terms"
    >
      <Container size="xl" px={0}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm">{bannerText(items)}</Text>
          <Button size="compact-sm" variant="white" onClick={onReview}>
            {M.reviewAndAccept}
          </Button>
        </Group>
      </Container>
    </Alert>
  );
}

type DialogProps = {
  userId: number;
  items: TLegalDueWire[];
  isOpen: boolean;
  isBlocking: boolean;
  onNotNow: () => void;
  onLogout: () => void;
};

function LegalDialog({ userId, items, isOpen, isBlocking, onNotNow, onLogout }: DialogProps) {
  const acceptance = useAcceptLegal(userId);
  const earliest = items.map((d) => d.effectiveOn).sort()[0] ?? '';
  const accept = async () => {
    try {
      const result = await acceptance.mutateAsync({
        documents: items.map((d) => ({ document: d.document, version: d.version })),
      });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Modal
      opened={isOpen}
      onClose={isBlocking ? () => undefined : onNotNow}
      withCloseButton={!isBlocking}
      closeOnClickOutside={!isBlocking}
      closeOnEscape={!isBlocking}
      title={M.dialogTitle}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{isBlocking ? M.dialogIntro : M.dialogIntroAnnounced(legalDay(earliest))}</Text>
        {items.map((d) => {
          const version = legalVersion(d.document, d.version) ?? latestLegalVersion(d.document);
          return (
            <Stack key={d.document} gap={6}>
              <Title order={3} fz="md">
                {version.title}
              </Title>
              <Text fz="xs" c="dimmed">
                {M.version(d.version)} · {M.postedOn(legalDay(d.postedOn))} ·{' '}
                {d.isInForce
                  ? M.inForceSince(legalDay(d.effectiveOn))
                  : M.takesEffectOn(legalDay(d.effectiveOn))}
              </Text>
              <Text fz="sm" fw={600}>
                {M.whatChanges}
              </Text>
              <List fz="sm" spacing={4}>
                {version.changes.map((change) => (
                  <List.Item key={change}>{change}</List.Item>
                ))}
              </List>
              <Anchor href={LEGAL_PAGE_PATHS[d.document]} target="_blank" rel="noopener" fz="sm">
                {M.readWhole(version.title)}
              </Anchor>
            </Stack>
          );
        })}
        <Group justify="flex-end" gap="sm">
          {isBlocking ? (
            <Button variant="default" onClick={onLogout}>
              {M.logOut}
            </Button>
          ) : (
            <Button variant="default" onClick={onNotNow}>
              {M.notNow}
            </Button>
          )}
          <Button onClick={() => void accept()} loading={acceptance.isPending}>
            {M.acceptButton}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
