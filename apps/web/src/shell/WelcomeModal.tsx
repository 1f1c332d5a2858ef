/**
 * The welcome modal (visitor-portal.md §2): 'Welcome to {org}'s {portal title}', the
 * provider's terms and privacy notice and, when the organisation set them, its own; 'Let's Go'
 * closes it for good in this browser (any other way of closing it too).
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { welcomeStorageKey } from '@candor/domain/consent/visitorShell';
import { PROVIDER_PRIVACY_URL, PROVIDER_TERMS_URL } from '../portal/PortalFooter.js';
import { writeStored } from './browserStorage.js';

interface WelcomeModalProps {
  orgId: string;
  orgName: string;
  portalTitle: string;
  links: { termsUrl: string | null; privacyUrl: string | null };
  onClose: () => void;
}

function External({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
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
  const own = links.termsUrl !== null || links.privacyUrl !== null;
  return (
    <Modal opened onClose={close} title={`Welcome to ${orgName}'s ${portalTitle}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          Here {orgName} shares its security, compliance and privacy information: browse the
          sections, open the documents you have access to, and ask for access to the rest.
        </Text>
        <Text size="sm">
          By using this {portalTitle} you agree to the provider&apos;s{' '}
          <External href={PROVIDER_TERMS_URL}>terms</External> and{' '}
          <External href={PROVIDER_PRIVACY_URL}>privacy notice</External>
          {own ? (
            <>
              {' '}
              and to {orgName}&apos;s{' '}
              {links.termsUrl ? <External href={links.termsUrl}>terms</External> : null}
              {links.termsUrl && links.privacyUrl ? ' and ' : null}
              {links.privacyUrl ? (
                <External href={links.privacyUrl}>privacy policy</External>
              ) : null}
            </>
          ) : null}
          .
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
