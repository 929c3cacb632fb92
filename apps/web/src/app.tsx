import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { RootErrorBoundary } from './components/error-boundary';
import { AuthProvider } from './features/auth/auth-provider';
import { AppRoutes } from './routes';
import { theme } from './theme';

const queryClient = createQueryClient();

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </RootErrorBoundary>
  </ThemeProvider>
);
