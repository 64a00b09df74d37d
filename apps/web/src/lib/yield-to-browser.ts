/**
 * Ends the current task, so the browser can paint and answer input before the next piece of work: start-up
 * split this way runs as several short tasks instead of one long one on a slow phone.
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
