/** Texts of the free YouTube direct-link tool (spec §2 'YouTube tool', §5). */
export const ToolMessages = {
  invalidLink: 'Please enter a valid YouTube link',
  linkCreated: 'Here is your direct In app link:',
  opening: 'Opening YouTube…',
  openButton: 'Open Youtube',
} as const;
