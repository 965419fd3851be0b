/** The text a list or detail page shows while its content loads. */
export function LoadingState({ text = "Loading..." }: { text?: string }) {
  return (
    <p className="loading" role="status" data-pagefind-ignore="">
      {text}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="empty-state">{text}</p>;
}
