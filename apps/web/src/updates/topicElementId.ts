/** DOM id of a trust update topic, the target of `?tcuUid=`. */
export function topicElementId(topicId: string): string {
  return `update-${topicId}`;
}
