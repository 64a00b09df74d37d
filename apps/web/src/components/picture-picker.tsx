import { useObjectUrl } from '@/lib/use-object-url';
import { Box, Button, FileButton, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { PICTURE_ACCEPT } from '@collably/shared/schemas/files';
import { fileUrl } from '@/lib/api-client';
import { pictureSizeError } from '@/lib/uploads';

type Props = {
  /** The accessible name of the picker button and the preview, e.g. 'Profile picture'. */
  label: string;
  /** The picture already saved (a stored file name), shown until a new one is chosen. */
  savedName: string | null | undefined;
  /** The newly chosen file, not uploaded yet. */
  file: File | null;
  onChange: (file: File) => void;
  /** Called with 'File Size should not exceed 10 MB' when a chosen file is too large. */
  onReject: (message: string) => void;
  error?: string | null;
  description?: string;
  /** round for a brand avatar, portrait for an influencer's post-style picture. */
  shape?: 'round' | 'portrait';
};

/** A preview of the chosen (or saved) picture and a button to choose another one. */
export function PicturePicker({
  label,
  savedName,
  file,
  onChange,
  onReject,
  error,
  description,
  shape = 'portrait',
}: Props) {
  const previewUrl = useObjectUrl(file);

  const src = previewUrl ?? fileUrl(savedName) ?? '/images/default-avatar.svg';
  const hasPicture = Boolean(previewUrl ?? savedName);
  const isRound = shape === 'round';

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Box
        w={isRound ? 112 : 128}
        h={isRound ? 112 : 160}
        style={{
          flexShrink: 0,
          borderRadius: isRound ? '50%' : 'var(--mantine-radius-lg)',
          overflow: 'hidden',
          border: `2px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-3)'}`,
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        <Image
          src={src}
          fallbackSrc="/images/default-avatar.svg"
          alt={hasPicture ? `${label} preview` : `No ${label.toLowerCase()} yet`}
          w="100%"
          h="100%"
          fit="cover"
        />
      </Box>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text component="h3" fw={600} fz="sm">
          {label}
        </Text>
        {description ? (
          <Text fz="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
        <FileButton
          accept={PICTURE_ACCEPT}
          onChange={(chosen) => {
            if (!chosen) return;
            const tooLarge = pictureSizeError(chosen);
            if (tooLarge) onReject(tooLarge);
            else onChange(chosen);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              w="fit-content"
            >
              {/* Named by its words (issue 48): 'Upload' shown, 'Upload brand picture' heard. */}
              {hasPicture ? 'Change' : 'Upload'} <VisuallyHidden>{label.toLowerCase()}</VisuallyHidden>
            </Button>
          )}
        </FileButton>
        {file ? (
          <Text fz="xs" c="dimmed" truncate maw={220}>
            {file.name}
          </Text>
        ) : null}
        {error ? (
          <Text fz="sm" c="red.7" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
