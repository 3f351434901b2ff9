import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({ imports: [ManufacturesModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
