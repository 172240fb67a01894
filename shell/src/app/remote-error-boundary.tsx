import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
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

  retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
