import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_ROUTES, type PageAccess } from '../../route-table';
import { adminApi, adminKeys } from './admin-api';
import { AdminPage, QueryView } from './admin-ui';

const accessLabels: Record<PageAccess, string> = { public: 'Anyone', user: 'Logged-in user', admin: 'Admin' };

const AccessChip = ({ access }: { access: PageAccess }) => (
  <Chip size="small" variant={access === 'public' ? 'outlined' : 'filled'} label={accessLabels[access]} />
);

/** `/admin/routes`: every page route (the web's route table) and api route (the contracts). */
export const AdminRoutesPage = () => {
  const [filter, setFilter] = useState('');
  const api = useQuery({ queryKey: adminKeys.routes, queryFn: ({ signal }) => adminApi.routes(signal) });
  const needle = filter.trim().toLowerCase();
  const matches = (text: string) => !needle || text.toLowerCase().includes(needle);
  const pages = PAGE_ROUTES.filter((route) => matches(route.path));

  return (
    <AdminPage
      title="Routes"
      intro="Every page of the web app and every api route, with who may use it. Pages come from the web's route table, api routes from the contracts."
    >
      <TextField
        label="Filter by path"
        size="small"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2, minWidth: 280 }}
      />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Pages ({pages.length})
      </Typography>
      <TableContainer sx={{ mb: 4 }}>
        <Table size="small" aria-label="Page routes">
          <TableHead>
            <TableRow>
              <TableCell>Path</TableCell>
              <TableCell>Access</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.map((route) => (
              <TableRow key={route.path}>
                <TableCell>
                  <code>{route.path}</code>
                </TableCell>
                <TableCell>
                  <AccessChip access={route.access} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <QueryView query={api} what="the api routes">
        {({ routes }) => {
          const shown = routes.filter((route) => matches(route.path));
          return (
            <>
              <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                Api routes ({shown.length})
              </Typography>
              <TableContainer>
                <Table size="small" aria-label="Api routes">
                  <TableHead>
                    <TableRow>
                      <TableCell>Method</TableCell>
                      <TableCell>Path</TableCell>
                      <TableCell>Access</TableCell>
                      <TableCell>What it does</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((route) => (
                      <TableRow key={`${route.method} ${route.path}`}>
                        <TableCell>{route.method}</TableCell>
                        <TableCell>
                          <code>{route.path}</code>
                        </TableCell>
                        <TableCell>
                          <AccessChip access={route.access} />
                        </TableCell>
                        <TableCell>{route.summary}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
};
