/**
 * The 'Conversation' collapsible on an item (visitor-portal.md §2 'Comments', §4, §5): the
 * account's thread with staff, 'Type below to start a conversation' when empty, a 'Type here...'
 * box and 'Send'. Ctrl or Cmd + Enter sends, Enter alone makes a new line. The box is cleared
 * first, the trimmed text sent and shown at once (optimistic), and taken back if refused; an
 * empty text is ignored. Comments are plain text, line breaks kept, never HTML.
 */
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
} from '@candor/domain/conversations/conversations.constants';
import type { CommentView } from '@candor/domain/conversations/conversations.schema';
import { formatLongDate } from '@candor/domain/portal/format';
import { useMutation, useQuery, useQueryClient } from '../api/queries.js';
import { useId, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { conversationKeys, conversationsApi } from './conversationsApi.js';
import type { ExternalAbilitiesContext } from './externalContext.js';
import classes from './Conversations.module.css';

const PENDING_PREFIX = 'pending-';

/** Whether the key press sends: Ctrl or Cmd with Enter, never Enter alone. */
export const sendsOnKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

export default function ItemConversation({
  external,
  itemUid,
  itemTitle,
}: {
  external: ExternalAbilitiesContext;
  itemUid: string;
  itemTitle: string;
}) {
  const { accountId, productId, basePath } = external;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const queryClient = useQueryClient();
  const key = conversationKeys.comments(accountId, productId, itemUid);
  const thread = useQuery({
    queryKey: key,
    queryFn: () => conversationsApi.comments(basePath, { accountId, productId, itemUid }),
    enabled: open,
  });
  const send = useMutation({
    mutationFn: (content: string) =>
      conversationsApi.postComment(
        basePath,
        { accountId, productId },
        { itemUid, productId, content },
      ),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommentView[]>(key);
      const pending: CommentView = {
        id: `${PENDING_PREFIX}${Date.now()}`,
        itemUid,
        content,
        timestamp: new Date().toISOString(),
        productId,
        member: { name: 'You', email: '', createdAt: new Date().toISOString() },
        orgMem: null,
      };
      queryClient.setQueryData<CommentView[]>(key, [...(before ?? []), pending]);
      return { before, content };
    },
    onError: (failure, _content, context) => {
      queryClient.setQueryData(key, context?.before);
      // Nothing typed is lost: the refused text comes back to the box.
      if (context) setText((current) => current || context.content);
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'Unfortunately, an unknown error has occurred.',
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const tooLong = text.trim().length > CONVERSATION_LIMITS.commentMaxLength;
  const submit = () => {
    const content = text.trim();
    if (content === '' || send.isPending) return;
    if (tooLong) {
      setError(CONVERSATION_MESSAGES.commentTooLong);
      return;
    }
    setError(null);
    setText('');
    send.mutate(content);
  };

  const comments = thread.data ?? [];
  return (
    <details
      className={classes.conversation}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={classes.summary}>{CONVERSATION_MESSAGES.conversation}</summary>
      {thread.isPending && open ? (
        <p className={classes.empty}>Loading…</p>
      ) : thread.isError ? (
        <p className={classes.error} role="alert">
          {thread.error instanceof ApiError
            ? thread.error.message
            : 'The conversation could not be loaded.'}
        </p>
      ) : comments.length === 0 ? (
        <p className={classes.empty}>{CONVERSATION_MESSAGES.emptyThread}</p>
      ) : (
        <ol className={classes.thread} aria-label={`Conversation on ${itemTitle}`}>
          {comments.map((comment) => {
            const outgoing = comment.member !== null;
            const pending = comment.id.startsWith(PENDING_PREFIX);
            return (
              <li
                key={comment.id}
                className={[
                  classes.comment,
                  outgoing ? classes.outgoing : '',
                  pending ? classes.pending : '',
                ].join(' ')}
              >
                <div className={classes.meta}>
                  {comment.orgMem ? comment.orgMem.displayName : comment.member?.name}
                  {' · '}
                  {formatLongDate(comment.timestamp.slice(0, 10))}
                </div>
                <p className={classes.text}>{comment.content}</p>
              </li>
            );
          })}
        </ol>
      )}
      <div className={classes.composer}>
        <label htmlFor={inputId} className="candor-visually-hidden">
          Your comment on {itemTitle}
        </label>
        <textarea
          id={inputId}
          className={classes.input}
          placeholder={CONVERSATION_MESSAGES.typeHere}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (sendsOnKey(event)) {
              event.preventDefault();
              submit();
            }
          }}
          aria-invalid={tooLong || undefined}
        />
        {error ? (
          <p className={classes.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={classes.composerRow}>
          <span className={tooLong ? classes.error : classes.count}>
            {text.trim().length > CONVERSATION_LIMITS.commentMaxLength * 0.8
              ? `${text.trim().length} / ${CONVERSATION_LIMITS.commentMaxLength}`
              : 'Ctrl or ⌘ + Enter to send'}
          </span>
          <button
            type="button"
            className={classes.send}
            onClick={submit}
            disabled={text.trim() === '' || tooLong}
          >
            {CONVERSATION_MESSAGES.send}
          </button>
        </div>
      </div>
    </details>
  );
}
