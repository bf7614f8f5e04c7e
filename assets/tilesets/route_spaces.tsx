<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="route_spaces" tilewidth="96" tileheight="32" tilecount="9" columns="3">
 <image source="route_spaces.png" width="288" height="96"/>
 <tile id="0">
  <properties>
   <property name="color" value="gray"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="color" value="pink"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="color" value="white"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="color" value="blue"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="color" value="yellow"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="color" value="orange"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="color" value="black"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="color" value="red"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="color" value="green"/>
  </properties>
 </tile>
</tileset>
