/** The company's mark, a sitting cat, drawn inline so it takes the header's color. */
export function CatMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M9 4.5 12.6 10a9.7 9.7 0 0 1 6.8 0L23 4.5l.9 8.2a9.4 9.4 0 0 1 .6 3.3c0 2.6-1 4.8-2.6 6.3l2.3 5.4c.3.8-.3 1.8-1.2 1.8H9.9c-.9 0-1.5-1-1.2-1.8l2.3-5.4A8.6 8.6 0 0 1 8.4 16c0-1.2.2-2.3.6-3.3L9 4.5Zm4.6 10.3a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm4.8 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z"
      />
      <path
        fill="currentColor"
        d="M24.4 27.8c2.2-.3 4.6-2.2 4.6-5.3 0-1.6-.7-2.8-1.6-3.6-.5-.4-1.2 0-1.1.6.4 1.7.2 3.3-.7 4.6-.6.9-1.5 1.6-2.4 2l1.2 1.7Z"
      />
    </svg>
  );
}
