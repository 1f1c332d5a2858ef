/**
 * Mantine's CSS, per component, in cascade order: the base layer first, then only the
 * components the first paint uses. Lazy chunks import the CSS of their own components.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
// Not on the first paint, but the lazy dialogs, drawers and snacks build on them (a modal's
// content is a Paper, its close button a CloseButton): kept in the one stylesheet, in this order.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
