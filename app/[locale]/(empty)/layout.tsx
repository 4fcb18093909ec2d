/** No chrome at all: a campaign video page where the only way forward is the call to action. */
export default function EmptyLayout({ children }: LayoutProps<'/[locale]'>) {
  return <main id="main">{children}</main>;
}
