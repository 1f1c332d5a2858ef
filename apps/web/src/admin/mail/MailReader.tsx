import { Code, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { MailSummary } from '../api/adminApi.js';
import { formatDateTime } from '../ui/dates.js';
import { QueryView } from '../ui/QueryState.js';
import classes from './MailReader.module.css';

/**
 * One message as its recipient got it. The HTML is shown in an iframe with an empty sandbox:
 * no script runs, no form posts, no link navigates this page, whatever the mail holds.
 */
export function MailReader({ mail, onClose }: { mail: MailSummary; onClose: () => void }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const query = useQuery({
    queryKey: adminKeys.mailMessage(mail.id),
    queryFn: () => adminApi.mail.get(mail.id),
  });
  return (
    <Modal opened onClose={onClose} title={mail.subject} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">
          To {mail.to} · {formatDateTime(mail.sentAt ?? mail.createdAt)}
        </Text>
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value === 'text' ? 'text' : 'html')}
          data={[
            { value: 'html', label: 'HTML' },
            { value: 'text', label: 'Plain text' },
          ]}
          aria-label="Show the message as"
        />
        <QueryView query={query}>
          {(data) =>
            view === 'html' ? (
              <iframe
                className={classes.frame}
                title={`Message: ${mail.subject}`}
                sandbox=""
                srcDoc={data.mail.html}
              />
            ) : (
              <Code block className={classes.text}>
                {data.mail.text}
              </Code>
            )
          }
        </QueryView>
      </Stack>
    </Modal>
  );
}
