/** Texts of checking an influencer's post URL (issue 19, proof of posting). */
export const PostProofMessages = {
  notPlatformPost: (platform: string) => `This link is not a ${platform} post`,
  noPostToCheck: 'This collab has no post link to check',
  rechecked: 'Post checked',
  notYourChannel: 'This video is not from your linked YouTube channel',
  noLinkedChannel: 'Add your YouTube channel to your profile first, so we can check the video is yours',
  unreachable: 'We could not open this post. Check the link is public.',
  /** Timeline titles, by what the check found. */
  verified: (platform: string) => `Post verified on ${platform}`,
  unverified: (platform: string) =>
    `Post could not be verified automatically (${platform} needs credentials)`,
  unverifiedPlain: 'Post could not be verified automatically',
  recheckFailed: (platform: string) =>
    `${platform} did not answer the post check; it is tried again tomorrow`,
  takenDown: 'Post taken down — helpdesk case opened',
  /** Why (the proof's reason, the timeline's note). */
  reasonAuthor: (author: string) => `Posted by ${author}`,
  reasonNoCredentials: (platform: string) =>
    `${platform} does not let Collably check who posted it without credentials; the post is checked again later.`,
  reasonPlatformDown: (platform: string) => `${platform} did not answer; the post is checked again later.`,
  reasonAuthorChanged: 'The post is online, but its author no longer matches the linked channel',
  reasonGone: 'The post is no longer online (taken down or made private)',
  /** The helpdesk case's note (collab event) and the notifications. */
  caseHeld:
    'The post is no longer online (taken down or made private). The payment stays held until the helpdesk resolves the case.',
  caseAfterRelease: (collabId: number) =>
    `The post of collab #${collabId} is no longer online. The payment was already released: the helpdesk will contact the influencer.`,
  checkLine: (checks: number) => (checks === 1 ? 'Checked once' : `Checked ${checks} times`),
  nextCheckLine: (iso: string) =>
    `Next check on ${new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}`,
} as const;
