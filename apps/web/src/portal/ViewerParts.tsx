/**
 * The portal's parts that only staff and signed-in account members see, as one chunk: the
 * browser loads it before hydrating a page whose viewer may see them, never for an anonymous
 * visitor (viewerParts.ts says when, and how each side loads it).
 */
export { StaffBar } from './StaffBar.js';
export { PreviewBanner } from '../access/account/PreviewPicker.js';
export { MemberAccount } from '../access/account/MemberAccount.js';
export { PortalNdaHost } from '../access/nda/PortalNdaHost.js';
export { ExternalActions } from '../conversations/ExternalActions.js';
export { SectionsToolbar, CardsToolbar } from '../staff/reorder/ReorderButtons.js';
export { AddButton } from '../staff/AddButton.js';
export { CardActionsTrigger } from '../staff/cardMenu/CardActionsTrigger.js';
export { UpdateActions, TopicActions } from '../updates/TopicStaffActions.js';
export { NdaAcceptButton } from '../access/nda/NdaAcceptButton.js';
