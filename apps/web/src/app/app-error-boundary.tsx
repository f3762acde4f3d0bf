import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** The address: another one clears the error page. */
  resetKey: string;
};
type State = { error: unknown; resetKey: string };

/**
 * The page an unexpected error shows (docs/product.md): React Router's default error page,
 * 'Unexpected Application Error!' and the error's message, which the app kept when it rendered its
 * routes through the router's data API. An error is logged to the console by React itself.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
      </>
    );
  }
}
