import { graphql } from '../../gql';

export const PRODUCTION_REPORT = graphql(`
  query ProductionReport($tab: String) {
    productionReport(tab: $tab) {
      tab
      from
      to
      station_days {
        day
        station
        units
      }
      workers {
        worker_id
        worker_name
        station
        units
      }
      station_errors {
        station
        units
        errors
        open
        rate
      }
      error_codes {
        code
        station
        errors
        open
        rate
      }
      station_times {
        station
        stays
        avg_seconds
      }
      reprints {
        productions
        reproductions
        ratio
      }
      late {
        open_late
        packed_late
        packed_on_time
        productions {
          _id
          code
          status
          ship_by
        }
      }
    }
  }
`);
