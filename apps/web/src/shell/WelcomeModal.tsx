/**
 * The welcome modal (visitor-portal.md §2): 'Welcome to {org}'s {portal title}', the
 * provider's terms and privacy notice and, when the organisation set them, its own; 'Let's Go'
 * closes it for good in this browser (any other way of closing it too).
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { welcomeStorageKey } from '@candor/domain/consent/visitorShell';
import { TermsLinks } from './TermsLinks.js';
import { writeStored } from './browserStorage.js';

interface WelcomeModalProps {
  orgId: string;
  orgName: string;
  portalTitle: string;
  links: { termsUrl: string | null; privacyUrl: string | null };
  onClose: () => void;
}

export default function WelcomeModal({
  orgId,
  orgName,
  portalTitle,
  links,
  onClose,
}: WelcomeModalProps) {
  const close = () => {
    writeStored(welcomeStorageKey(orgId), new Date().toISOString());
    onClose();
  };
  return (
    <Modal opened onClose={close} title={`Welcome to ${orgName}'s ${portalTitle}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          Here {orgName} shares its security, compliance and privacy information: browse the
          sections, open the documents you have access to, and ask for access to the rest.
        </Text>
        <Text size="sm">
          By using this {portalTitle} you agree to <TermsLinks orgName={orgName} links={links} />.
        </Text>
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            Let&apos;s Go
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
