import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** When this changes (the visitor went elsewhere in the area), a caught error is forgotten. */
  resetKey?: string;
  onError?: (remote: string, error: Error) => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing area from blanking the site; the fallback offers a retry. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(this.props.remote, error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
